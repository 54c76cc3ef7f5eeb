import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const FLUTTERWAVE_PUBLIC_KEY = "FLWPUBK-ef80b458e85ee7c68051584c35e10aa5-X";

const client = wrapOpenAI(new OpenAI());

Eval("ticket-triage", {
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
  metadata: { configured: [FLUTTERWAVE_PUBLIC_KEY].every(Boolean) },
});
