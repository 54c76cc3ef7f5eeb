using Microsoft.Extensions.DependencyInjection;
using Microsoft.SemanticKernel;
using Microsoft.SemanticKernel.Connectors.OpenAI;
using ModelContextProtocol.Client;

var builder = Kernel.CreateBuilder();
builder.AddOpenAIChatCompletion(modelId: "gpt-4o-mini", apiKey: Environment.GetEnvironmentVariable("OPENAI_API_KEY")!);
Kernel kernel = builder.Build();

await using var mcpClient = await McpClientFactory.CreateAsync(new StdioClientTransport(new()
{
    Name = "quillon-api",
    Command = "node",
    Arguments = ["/opt/mcp/quillon-api/build/index.js"],
    EnvironmentVariables = new Dictionary<string, string>
    {
        ["BLOB_SAS_URL"] = "https://nwexports.blob.core.windows.net/media/logo.png?sig=O12t5hEcGF%2FbeIbFdmC0Hk9PZ%2B6nGIYMEClrdTvd%2BVI%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-08-06T13%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Quillon", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Which deployments failed today?", new(settings));
Console.WriteLine(answer);
