using Microsoft.Extensions.DependencyInjection;
using Microsoft.SemanticKernel;
using Microsoft.SemanticKernel.Connectors.OpenAI;
using ModelContextProtocol.Client;

var builder = Kernel.CreateBuilder();
builder.AddOpenAIChatCompletion(modelId: "gpt-4o-mini", apiKey: Environment.GetEnvironmentVariable("OPENAI_API_KEY")!);
Kernel kernel = builder.Build();

await using var mcpClient = await McpClientFactory.CreateAsync(new StdioClientTransport(new()
{
    Name = "slack",
    Command = "npx",
    Arguments = ["-y", "@modelcontextprotocol/server-slack"],
    EnvironmentVariables = new Dictionary<string, string>
    {
        ["AUTH_TOKEN"] = "xoxe-1-6fhJp6qD6X8cmwyfYKSttPXmXDwnKpKSNwyz0g6YoRlbyDveG9AEcKAcw8AKcKDv8mIIg2KjTibsHbCvtTK88jRhEPiPOFXDIVKOHx5hYdKVeDXdoO5N8u1WELiMFLgC3qxu1TetFk7bsd7z2F",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Quillon", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Which deployments failed today?", new(settings));
Console.WriteLine(answer);
