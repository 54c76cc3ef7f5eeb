import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const NEON_API_KEY = "napi_0iq9zs9rrl6k4lrapt1tgzn06fpvpg4saiwmtcmqw2afu43xs5hyqagx7pc0ni3k";

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
  metadata: { configured: [NEON_API_KEY].every(Boolean) },
});
