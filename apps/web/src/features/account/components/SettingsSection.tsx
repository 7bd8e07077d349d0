import type { ReactNode, Ref } from 'react';

/** One block of the settings page, named by its heading; `headingRef` lets a flow move the focus to it. */
export function SettingsSection({ id, title, children, headingRef }: { id: string; title: string; children: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section id={id} className="bg-white rounded-3 shadow-sm p-4 mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-3" ref={headingRef} tabIndex={-1}>{title}</h2>
      {children}
    </section>
  );
}
