import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const NEW_RELIC_LICENSE = "38e8ae498092ec83565500455a6946b5FFFFNRAL";

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
  metadata: { configured: [NEW_RELIC_LICENSE].every(Boolean) },
});
