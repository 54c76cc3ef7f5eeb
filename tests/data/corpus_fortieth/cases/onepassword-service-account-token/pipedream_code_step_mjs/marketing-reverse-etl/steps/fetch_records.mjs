import { axios } from "@pipedream/platform";

const OP_SERVICE_ACCOUNT_TOKEN = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Ikpyd0xwNWpfcnJGenEyWmJoSVloVjYifSwiZW1haWwiOiJhOGVienV0Y2dub3RjQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiNzJkNjkxM2JkZDIzZDQ1NDllOGIyZGM5YmNlZTVkZTA2ZWQ2MGVlMTJlNGQyMTM4YTAzMzU0MmQ1MzVlMjQxZSIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiS1JBQXZuV1BaT1M4d3poV0plRXdEdjRZWEVUOWRGdGJNYjN6WldTSjkyNSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtTkZWMFJaLVI1NThEVC1RU0ZCNS1KTzJJUS1KWU1MMS1CTFlZQSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIwMjc0NjU5MWQxY2U2YzU5MDVkNGIzYWI4NTQwODVlMjExZjRlYzA4ODkwOGE2M2NkNmUxMTQ5YWZmOGFlNWE3IiwidXVpZCI6IjE5SDZLSTExMFhCVDlMQlJXMUhKUDNCUE0zIn0sImRldmljZVV1aWQiOiJ0NnY0M2R4aWNhNzVlcW5kcDJtYWVxNTRzMiJ9";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.kestrelworks.io/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
