import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const PYPI_API_TOKEN = "pypi-AgEIcHlwaS5vcmcCJDIyMmJlNmZiLWZkMTEtNGRjMi04NGQ5LTg2NTYxMjMzOGJjMAACOXsidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImt3LXV0aWxzIl19fQAABiDMlCRO2rIrl2drat5LL7DTzvFSR9yYhyzNr9G5KU0wHw";

const client = wrapOpenAI(new OpenAI());

Eval("support-copilot", {
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
  metadata: { configured: [PYPI_API_TOKEN].every(Boolean) },
});
