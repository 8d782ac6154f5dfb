/** What the box borders mean; the boxes also say it in words. */
export function HealthLegend() {
  return (
    <p className="text-xs text-muted-foreground">
      Borders: solid green healthy · dashed blue being changed · dashed grey not created yet · thick red failed · dashed amber being deleted. Each box also says its state in words.
    </p>
  );
}
