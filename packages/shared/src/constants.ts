/** Business constants from the product spec, section 9. One place, used by server and web. */

export const LOCALES = ['da', 'de', 'en', 'en-US', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
/**
 * Each language's name in that language, as the language menus show it. Fixed words, the same for every reader, so
 * no catalogue holds them; written out rather than asked of Intl.DisplayNames, which loads a locale's data per call.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  da: 'Dansk', de: 'Deutsch', en: 'English', 'en-US': 'American English', es: 'Español', fi: 'Suomi',
  fr: 'Français', it: 'Italiano', nb: 'Norsk bokmål', nl: 'Nederlands', pl: 'Polski', sv: 'Svenska',
};

export const MIN_AGE = 18;
export const MAX_AGE = 120;

export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
export const FREE_CONVERSATION_LIMIT = 2;
export const SWIPE_LIKES_PER_DAY = 4;
export const ACCOUNT_REACTIVATION_DAYS = 14;
export const WELCOME_DISCOUNT_PERCENT = 25;
export const WELCOME_DISCOUNT_WINDOW_SECONDS = 14_400;
export const LOW_CREDITS_BADGE_THRESHOLD = 10;
export const BADGE_CAP = 99;

export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_NAME = `${AUTH_COOKIE_PREFIX}session`;
export const AUTH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const SIGNUP_MESSAGE_MAX = 1000;
export const COMPLAINT_MESSAGE_MIN = 20;
export const COMPLAINT_MESSAGE_MAX = 5000;

/** Spec 9: which languages the dropdown offers to a visitor from a country. */
export const COUNTRY_LANGUAGES: Readonly<Record<string, readonly Locale[]>> = {
  US: ['en-US', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

/** Spec 9: niche 1..7 map to landing slug prefixes. */
export const NICHE_SLUG_PREFIXES = ['', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export const NICHES = [1, 2, 3, 4, 5, 6, 7] as const;

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'others'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const USER_STATUSES = ['not_confirmed', 'active', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const PROFILE_STATUSES = ['disabled', 'active'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'new_conversations', 'new_messages', 'like', 'unread_message_reminders',
  'promotions', 'weekly_updates', 'news', 'reminders',
] as const;

export const INTERESTS = [
  'adventure', 'anal_sex', 'animals', 'art', 'astrology', 'bbq', 'beach', 'beer', 'biking', 'bondage',
  'coffee', 'cooking', 'dancing', 'exchanging_pictures', 'fashion', 'foodie', 'gardening', 'gym', 'hiking', 'hugging',
  'kissing', 'lingerie', 'massages', 'masturbating', 'movies', 'music', 'one_night_stand', 'oral_sex', 'outdoors', 'party',
  'photography', 'politics', 'public_sex', 'reading', 'relationship', 'sadomasochism', 'safe_sex', 'sex', 'sex_toys', 'shopping',
  'sports', 'sushi', 'tattoos', 'tea', 'theater', 'threesome', 'travelling', 'vegetarian', 'video_games', 'wine',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** Spec 9: terms version date, unless the company was added later. */
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported locale among candidates (member's choice, cookie, site default), else Dutch. */
export function pickLocale(...candidates: Array<string | null | undefined>): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

/** Spec 3: the profile fields' value lists. */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLORS = ['brunette', 'blond', 'brown', 'white', 'bald', 'black', 'dark_blond', 'dark_brown', 'gray', 'red', 'other'] as const;
export const EYE_COLORS = ['blue', 'green', 'hazel', 'brown'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = ['divorced', 'living_together', 'married', 'unmarried', 'single', 'widowed'] as const;
/** Not listed by the spec: a plain yes/no. */
export const TATTOO_OPTIONS = ['yes', 'no'] as const;
/** Reason for joining; values not shown in the spec. */
export const JOIN_REASONS = ['relationship', 'friendship', 'flirt', 'adventure', 'chat'] as const;
export type Gender = (typeof GENDERS)[number];
export const ABOUT_MAX = 2000;
export const SEARCH_PAGE_SIZE = 24;
/** Fewer matches than this and the page also offers similar profiles (filters relaxed). */
export const SIMILAR_RESULTS_BELOW = 6;
/** Upload limits: bytes, and pixels (a decompression bomb is refused before decoding). */
export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** A free member sees this many of another member's public photos; premium members see all, private ones too. */
export const FREE_VIEWER_PHOTO_LIMIT = 2;
/** The welcome time bonus as a discount code (spec 9). */
export const TIME_BONUS_CODE = 'TIMEBONUS25';

/** Swipe game: a passed profile stays out of the stack this long ("does not come back for a while"). */
export const SWIPE_PASS_COOLDOWN_DAYS = 14;
/** Swipe game: cards sent per call (the web asks for more when few are left). */
export const SWIPE_BATCH = 10;
/** Match finder: at most this many interests in the questionnaire; results per page. */
export const MATCH_FINDER_MAX_INTERESTS = 5;
export const MATCH_FINDER_RESULTS = 24;
/** A site without its own time zone counts days (swipe allowance) in this one. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';
/** Honest presence: "online recently" means active in the last 15 minutes (real members only). */
export const ONLINE_RECENTLY_MINUTES = 15;
/** Reasons a member may give when reporting a profile or a message. */
export const REPORT_REASONS = ['fake', 'inappropriate_photo', 'harassment', 'spam', 'scam', 'minor', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 2000;

/** Spec 9: a page's likely next pages are fetched this long after it has loaded, when the browser is idle. */
export const IDLE_PREFETCH_DELAY_MS = 2000;
/** Spec 9: the route progress bar runs towards its end over this long, and shows only for loads longer than the throttle. */
export const PROGRESS_BAR_DURATION_MS = 5000;
export const PROGRESS_BAR_THROTTLE_MS = 200;

/** The search's sort orders (GET /api/members.php ?sort=); here, not in the contract, so the page needs no zod. */
export const SEARCH_SORTS = ['active', 'newest', 'nearby'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
