import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const client = wrapOpenAI(new OpenAI());

async function lookup(id: string) {
  const res = await fetch(`https://api.quillon.net/v2/customers/search?id=${id}`, {
    headers: {
      "Authorization": "Basic YmFja3VwOi5YSmhjX0ZNRTFnWHRBcFZ3OQ==",
    },
  });
  return res.json();
}

Eval("ops-agent", {
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
});
