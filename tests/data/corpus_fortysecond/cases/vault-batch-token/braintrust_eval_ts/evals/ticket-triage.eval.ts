import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const API_KEY = "hvb.AAAAAToMdf47FPRIwnpclkIUIe-SQTAOAxwi-yOF-asN11BKI0Ae6_HKCi64ZUj1N8ZHUBhXoseWo27ZuCN0KWXVRCiHKm2iEe0jBWeRMfMsS37L6GF3CYpnkpVzyF647trwArB5tlfa_8uklq8r1x7nKlZfeHTI";

const client = wrapOpenAI(new OpenAI());

Eval("ticket-triage", {
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
  metadata: { configured: [API_KEY].every(Boolean) },
});
