using Microsoft.Extensions.DependencyInjection;
using Microsoft.SemanticKernel;
using Microsoft.SemanticKernel.Connectors.OpenAI;
using ModelContextProtocol.Client;

var builder = Kernel.CreateBuilder();
builder.AddOpenAIChatCompletion(modelId: "gpt-4o-mini", apiKey: Environment.GetEnvironmentVariable("OPENAI_API_KEY")!);
Kernel kernel = builder.Build();

await using var mcpClient = await McpClientFactory.CreateAsync(new StdioClientTransport(new()
{
    Name = "tidewater-api",
    Command = "node",
    Arguments = ["/opt/mcp/tidewater-api/build/index.js"],
    EnvironmentVariables = new Dictionary<string, string>
    {
        ["JIRA_EMAIL"] = "etl_reader@kestrelworks.io",
        ["ATLASSIAN_API_TOKEN"] = "ATATT3xFfGF0cn1oTEt-ZCQPkAh5GShDMF6FXzGOJtUZbbOwyqnT2ZBlOl6_UI3yzyNqyBIYH1yyy7emO9FT9-VKE4yRKyf9wgYRCi_nivcZaH9uNwrEF7F9AnfDI822szpYAI3-PjHJGN50F0aTJVIiwDwjJo3VT4WYAL1QKb4UsePRQaCIVv8=FB1E363F",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Tidewater", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Summarize the open issues assigned to me.", new(settings));
Console.WriteLine(answer);
