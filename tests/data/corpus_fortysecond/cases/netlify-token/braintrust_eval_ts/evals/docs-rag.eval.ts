import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const NETLIFY_TOKEN = "nfp_8gwg7Mji9Bx6DNqhggCy07dpMj3NMq0HFkaJ";

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
  metadata: { configured: [NETLIFY_TOKEN].every(Boolean) },
});
