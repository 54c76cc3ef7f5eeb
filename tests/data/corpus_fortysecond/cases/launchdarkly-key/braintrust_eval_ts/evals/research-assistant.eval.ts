import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const LD_MOBILE_KEY = "mob-22626e99-f0db-4939-8ebf-c77a30d332f3";

const client = wrapOpenAI(new OpenAI());

Eval("research-assistant", {
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
  metadata: { configured: [LD_MOBILE_KEY].every(Boolean) },
});
