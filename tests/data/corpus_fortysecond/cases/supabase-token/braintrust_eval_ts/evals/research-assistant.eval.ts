import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const SECRET = "sbp_2893985b9d68dd4a2ecf4119fd813b8a37599d23";

const client = wrapOpenAI(new OpenAI());

Eval("research-assistant", {
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
  metadata: { configured: [SECRET].every(Boolean) },
});
