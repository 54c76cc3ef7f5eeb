import { axios } from "@pipedream/platform";

const GITLAB_JOB_TOKEN = "glcbt-ce_o6GuSo8NOzVuxRyyb0bu";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.fernhill-foods.com/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
