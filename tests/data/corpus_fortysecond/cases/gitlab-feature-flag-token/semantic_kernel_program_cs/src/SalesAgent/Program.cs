using Microsoft.Extensions.DependencyInjection;
using Microsoft.SemanticKernel;
using Microsoft.SemanticKernel.Connectors.OpenAI;
using ModelContextProtocol.Client;

var builder = Kernel.CreateBuilder();
builder.AddOpenAIChatCompletion(modelId: "gpt-4o-mini", apiKey: Environment.GetEnvironmentVariable("OPENAI_API_KEY")!);
Kernel kernel = builder.Build();

await using var mcpClient = await McpClientFactory.CreateAsync(new StdioClientTransport(new()
{
    Name = "internal-tools",
    Command = "uv",
    Arguments = ["run", "--directory", "/opt/mcp/internal-tools", "server.py"],
    EnvironmentVariables = new Dictionary<string, string>
    {
        ["FEATURE_FLAG_TOKEN"] = "glffct-vkVnuU2A5uJ3NjKKLf8v",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Kestrelworks", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Which deployments failed today?", new(settings));
Console.WriteLine(answer);
