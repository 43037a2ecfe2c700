/** A resource route: the tasks the Tasks page asks for through Tessera's HTTP client. */
export function loader() {
  return Response.json([
    { id: 'a', title: 'Write the report' },
    { id: 'b', title: 'Review the release' },
  ]);
}
