import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const GITLAB_SCIM_TOKEN = "glsoat-_LnG1VugTVNKuNToxVof";

const client = wrapOpenAI(new OpenAI());

Eval("sales-agent", {
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
  metadata: { configured: [GITLAB_SCIM_TOKEN].every(Boolean) },
});
