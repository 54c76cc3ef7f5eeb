// PiRecordedExport.cs - reads recorded values of the feeder tags from PI Web API and sends them to the planning data lake
using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;

namespace FenwickEnergy.Historian
{
    internal static class PiSettings
    {
        public const string PiWebApi = "https://pi-web.fenwick-energy.com/piwebapi";
        public static readonly string Credential = "SK82f342bbdae70519a896672892f78064";
    }

    internal sealed class PiRecordedExport
    {
        private static readonly HttpClient Http = new HttpClient(new HttpClientHandler { UseDefaultCredentials = true });

        public async Task ExportAsync(string webId)
        {
            var json = await Http.GetStringAsync($"{PiSettings.PiWebApi}/streams/{webId}/recorded?startTime=*-1d&endTime=*&maxCount=150000");
            using var msg = new HttpRequestMessage(HttpMethod.Post, "https://field-service.fenwick-energy.com/api/v1/lake/pi-recorded")
            {
                Content = new StringContent(json, Encoding.UTF8, "application/json"),
            };
            (await Http.SendAsync(msg)).EnsureSuccessStatusCode();
        }
    }
}
