import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const PULUMI_BACKEND_URL = "s3://kw-pulumi-state?region=eu-west-1&awssdk=v2";

const client = wrapOpenAI(new OpenAI());

Eval("ticket-triage", {
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
  metadata: { configured: [PULUMI_BACKEND_URL].every(Boolean) },
});
