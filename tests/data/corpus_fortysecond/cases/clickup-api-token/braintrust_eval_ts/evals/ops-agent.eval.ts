import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const CLICKUP_API_TOKEN = "pk_67056626_CICEU3518K980L0UEK8GOLW458H4QSXY";

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
  metadata: { configured: [CLICKUP_API_TOKEN].every(Boolean) },
});
