// Under the filters: which source reports what, so "Not reported" is understood rather than surprising.
export function SourcesNote() {
  return (
    <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">
      Cost, length, format, Pell Grant eligibility and services come from the state lists of WIOA-eligible
      programs (ETPL). College programs from IPEDS report their award level and completions, not these.
      Programs whose source does not report a value are counted under “Not reported”.
    </p>
  );
}
