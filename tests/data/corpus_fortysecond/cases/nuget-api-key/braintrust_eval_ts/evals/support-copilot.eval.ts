import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const NUGET_API_KEY = "oy2jeof6ixspnrn9t0xwfoicy9k8yc0gwmc8g1jdeocpbp";

const client = wrapOpenAI(new OpenAI());

Eval("support-copilot", {
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
  metadata: { configured: [NUGET_API_KEY].every(Boolean) },
});
