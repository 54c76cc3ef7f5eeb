import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const DEEPSEEK_API_KEY = "sk-846612e4f01039051bade5b725b86f88";

const client = wrapOpenAI(new OpenAI());

Eval("ops-agent", {
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
  metadata: { configured: [DEEPSEEK_API_KEY].every(Boolean) },
});
