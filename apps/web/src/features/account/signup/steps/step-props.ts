/** What the funnel gives each step: report the step done once its data is saved, and whether that report is on its way. */
export interface StepProps {
  onDone: () => void;
  reporting: boolean;
}
