/** Scaffold: built in issue 32 (docs/product/reports.md). */
export default function ReportPage() {
  return null;
}
