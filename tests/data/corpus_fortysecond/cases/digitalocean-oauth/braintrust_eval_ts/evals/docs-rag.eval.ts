import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const ACCESS_TOKEN = "doo_v1_9269b52d620957e0e25f5d0e82e5ab5845daebab80d1be84041f4f201f234874";

const client = wrapOpenAI(new OpenAI());

Eval("docs-rag", {
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
  metadata: { configured: [ACCESS_TOKEN].every(Boolean) },
});
