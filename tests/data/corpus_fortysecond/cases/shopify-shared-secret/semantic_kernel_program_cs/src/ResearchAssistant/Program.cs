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
        ["SHOPIFY_API_KEY"] = "4dd72638e9c2a51e6f0052204c9d9394",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Tidewater", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Which deployments failed today?", new(settings));
Console.WriteLine(answer);
