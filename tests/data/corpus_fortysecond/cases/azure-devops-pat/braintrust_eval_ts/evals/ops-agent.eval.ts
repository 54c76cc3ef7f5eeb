import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const AZURE_DEVOPS_PAT = "j5uNM9Xp9qGx2yq3vhjUk51QwvOAtr3HeqBq1UMh0Y3cEAB9eW2OJQQJ99ALACAAAAAbfiLoAAASAZDOox9Q";

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
  metadata: { configured: [AZURE_DEVOPS_PAT].every(Boolean) },
});
