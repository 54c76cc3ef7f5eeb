import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const OP_SERVICE_ACCOUNT_TOKEN = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Ims2cUJ5dnhrS2d5NjEyY3hTY3pCSG4ifSwiZW1haWwiOiJjZnk0YTF6aHA5N2xuQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZjQ2YmI2MTFiYjE4ZWMyNjU2OGQ4YjMwYjk5NDFjZDBkMDUzMmRmNTVlNDdmYmIxOTNjNTgzNTUxNDllY2MyYyIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiZnZrWHJDVkZLQ1p5VXZnWkJ3MHhONUNuTEI0akJMMnl2YVUxZHdDeE1lWCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtV1ZTQkNSLThDVVZOSy1ZVFk5SC1ORVoxUS1aNTI2OS1BVFNCMSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiI2NzU0ZWE4YjFjZWNkMzE2YzY5OTk4MmY5OWY1YTQ2Y2EzYWU1MWZiNTE0NzBmMzU2ZWI1ZTdkYmVkMzBhYzFiIiwidXVpZCI6IjZNVFhGMUlHVEFTRE1VSjg5U1RZVUJDSDJLIn0sImRldmljZVV1aWQiOiJ3aWdtZ2N0OGI5eXVmMGMwemFkOWo5dXcwZiJ9";

const client = wrapOpenAI(new OpenAI());

Eval("sales-agent", {
  data: () => [
    {
      input: "Where is my order 4411?",
      expected: "It shipped yesterday and arrives Friday.",
    },
  ],
  task: async (input) => {
    const r = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: input }],
    });
    return r.choices[0].message.content ?? "";
  },
  scores: [Factuality],
  metadata: { configured: [OP_SERVICE_ACCOUNT_TOKEN].every(Boolean) },
});
