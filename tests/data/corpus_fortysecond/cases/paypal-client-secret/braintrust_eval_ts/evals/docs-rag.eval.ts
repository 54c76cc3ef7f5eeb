import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const PAYPAL_CLIENT_ID = "AoeripspSdPM14WrEo2eR41o-JTlKmwMZk5IaD1VKHrzqwFaSbDUYvPSmXZ9ey6kyqRzbIonTd2Pbr9p";
const PAYPAL_CLIENT_SECRET_LIVE = "ED9DBd8tfa7thb77QOuZbrNL8i8WjlsAgLm0mSRjym9mjPi8XWrKtOfPFjXShxBzx3ewI5J2ElROI9YE";

const client = wrapOpenAI(new OpenAI());

Eval("docs-rag", {
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
  metadata: { configured: [PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET_LIVE].every(Boolean) },
});
