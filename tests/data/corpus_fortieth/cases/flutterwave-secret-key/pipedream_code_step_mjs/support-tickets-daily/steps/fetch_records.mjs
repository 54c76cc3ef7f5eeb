import { axios } from "@pipedream/platform";

const FLW_SECRET_KEY = "FLWSECK-d4421edfa918db939d92268c3dc99db8-X";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.tidewater-logistics.com/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
