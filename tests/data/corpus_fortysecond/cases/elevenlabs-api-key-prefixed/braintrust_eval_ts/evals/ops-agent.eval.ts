import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const ELEVENLABS_API_KEY = "sk_3a4a7b7b33f0ec1be1887410be4329a58b95aaf4292564ac";

const client = wrapOpenAI(new OpenAI());

Eval("ops-agent", {
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
  metadata: { configured: [ELEVENLABS_API_KEY].every(Boolean) },
});
