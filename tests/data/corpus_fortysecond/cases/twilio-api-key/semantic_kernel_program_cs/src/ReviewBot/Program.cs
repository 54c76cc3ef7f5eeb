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
        ["TWILIO_ACCOUNT_SID"] = "AC84f283827abac72fad0cf89976a06004",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Tidewater", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Summarize the open issues assigned to me.", new(settings));
Console.WriteLine(answer);
