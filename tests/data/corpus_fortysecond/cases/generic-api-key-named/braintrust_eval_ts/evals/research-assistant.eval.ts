import { Eval, wrapOpenAI } from "braintrust";
import { Factuality } from "autoevals";
import OpenAI from "openai";

const X_API_KEY = "ENC[AES256_GCM,data:jpWLg0IgA5tbAGnQ+ws5g9Ev2EZ+laatTyBaq92U7gSbMz4WVquSRQ==,iv:G5mRMe4yChH5zdLnIGJmOIhbKGkz4Tt+wRPjEdDCOEg=,tag:Mh3cBCVf6dued674suCdbA==,type:str]";

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
  metadata: { configured: [X_API_KEY].every(Boolean) },
});
