import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const API_TOKEN = "sha512-zhPflLQvtPwFqmtRZy6Z+jDjJHtY+2yofCPI5AfdRxr/AE5i56CAd0IlrJpMH6ETxTNexaA6FMSUyr7JqC7wlg==";

const client = wrapOpenAI(new OpenAI());

Eval("sales-agent", {
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
  metadata: { configured: [API_TOKEN].every(Boolean) },
});
