import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const DISCORD_WEBHOOK = "https://discord.com/api/webhooks/1066797866038221636/VN_BSBqbtAhTMUnv1R9muSNaMsmkKCHevxYIHwp3-Xs2PPDPKbsbCobmoFDj6uSoruUG";

const client = wrapOpenAI(new OpenAI());

Eval("research-assistant", {
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
  metadata: { configured: [DISCORD_WEBHOOK].every(Boolean) },
});
