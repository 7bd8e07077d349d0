import type { ReactNode } from 'react';

/** The centred card of the account screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-4 py-md-5">
      <div className="form-narrow mx-auto bg-white rounded-3 shadow-sm p-4 p-md-5">
        <h1 className="h3 mb-4">{title}</h1>
        {children}
      </div>
    </div>
  );
}
