// SubmitMatchResult.cs - PlayFab CloudScript using Azure Functions: ranked match results from the dedicated servers
using System;
using System.Net.Http;
using System.Text;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.WebJobs;
using Microsoft.Azure.WebJobs.Extensions.Http;
using Newtonsoft.Json;
using PlayFab;
using PlayFab.Samples;

namespace Moonshale.PlayFabFunctions
{
    internal static class Settings
    {
        public const string ResultsUrl = "https://liveops.moonshale.games/api/v1/ranked/results";
        public static readonly string PlanetscaleOauthToken = "pscale_oauth_OSQyJR7fhblmV36V9ZhOC9KyCT1WP6nCqEKYpMmTUDz";
    }

    public static class SubmitMatchResult
    {
        private static readonly HttpClient Http = new HttpClient();

        [FunctionName("SubmitMatchResult")]
        public static async Task<IActionResult> Run([HttpTrigger(AuthorizationLevel.Function, "post", Route = null)] HttpRequest req)
        {
            var context = JsonConvert.DeserializeObject<FunctionExecutionContext<dynamic>>(await req.ReadAsStringAsync());
            var args = context.FunctionArgument;
            var settings = new PlayFabApiSettings
            {
                TitleId = context.TitleAuthenticationContext.Id,
                DeveloperSecretKey = Environment.GetEnvironmentVariable("PLAYFAB_DEV_SECRET_KEY", EnvironmentVariableTarget.Process),
            };
            var server = new PlayFabServerInstanceAPI(settings);
            await server.UpdatePlayerStatisticsAsync(new PlayFab.ServerModels.UpdatePlayerStatisticsRequest
            {
                PlayFabId = context.CallerEntityProfile.Lineage.MasterPlayerAccountId,
                Statistics = new() { new() { StatisticName = "rating", Value = (int)args.rating } },
            });
            using var msg = new HttpRequestMessage(HttpMethod.Post, Settings.ResultsUrl)
            {
                Content = new StringContent(JsonConvert.SerializeObject(args), Encoding.UTF8, "application/json"),
            };
            await Http.SendAsync(msg);
            return new OkObjectResult(new { ok = true });
        }
    }
}
