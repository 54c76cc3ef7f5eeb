import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const BITBUCKET_USERNAME = "deploy";
const BITBUCKET_PASSWORD = "ENC[AES256_GCM,data:liyPkecYLbUT52Jlvu59zXdIWNEZptf+Z02Y8MZCZ0ZysOV/,iv:jmXxVMFMtKB9kSPrS4DlAzLXksXR94i8PTZE+LCdgA8=,tag:vwoC6ACXicAUYeoBtkWLCw==,type:str]";

const client = wrapOpenAI(new OpenAI());

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
  metadata: { configured: [BITBUCKET_USERNAME, BITBUCKET_PASSWORD].every(Boolean) },
});
