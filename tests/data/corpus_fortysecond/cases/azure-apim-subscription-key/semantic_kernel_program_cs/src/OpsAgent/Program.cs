using Microsoft.Extensions.DependencyInjection;
using Microsoft.SemanticKernel;
using Microsoft.SemanticKernel.Connectors.OpenAI;
using ModelContextProtocol.Client;

var builder = Kernel.CreateBuilder();
builder.AddOpenAIChatCompletion(modelId: "gpt-4o-mini", apiKey: Environment.GetEnvironmentVariable("OPENAI_API_KEY")!);
Kernel kernel = builder.Build();

await using var mcpClient = await McpClientFactory.CreateAsync(new StdioClientTransport(new()
{
    Name = "fetch",
    Command = "uvx",
    Arguments = ["mcp-server-fetch"],
    EnvironmentVariables = new Dictionary<string, string>
    {
        ["VISION_KEY"] = "b5add2ea598af9462d333b5cd7839fd0",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Larkspur", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Which deployments failed today?", new(settings));
Console.WriteLine(answer);
