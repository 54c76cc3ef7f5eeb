import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const AWS_SECRET_ACCESS_KEY_ID = "iXYh3Qq0Ey8LhFQdhJS8VF8H5icepQjcYH1TJpWG";

const client = wrapOpenAI(new OpenAI());

Eval("support-copilot", {
  data: () => [
    {
      input: "Can I change my plan mid-cycle?",
      expected: "Yes, the change is prorated.",
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
  metadata: { configured: [AWS_SECRET_ACCESS_KEY_ID].every(Boolean) },
});
