import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const GITLAB_TRIGGER_TOKEN = "glptt-c98a1fa6b5edc71c71bd3f0dae4c1892e30a5761";

const client = wrapOpenAI(new OpenAI());

Eval("review-bot", {
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
  metadata: { configured: [GITLAB_TRIGGER_TOKEN].every(Boolean) },
});
