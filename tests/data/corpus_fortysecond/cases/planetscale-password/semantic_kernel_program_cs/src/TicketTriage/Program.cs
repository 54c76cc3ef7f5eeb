using Microsoft.Extensions.DependencyInjection;
using Microsoft.SemanticKernel;
using Microsoft.SemanticKernel.Connectors.OpenAI;
using ModelContextProtocol.Client;

var builder = Kernel.CreateBuilder();
builder.AddOpenAIChatCompletion(modelId: "gpt-4o-mini", apiKey: Environment.GetEnvironmentVariable("OPENAI_API_KEY")!);
Kernel kernel = builder.Build();

await using var mcpClient = await McpClientFactory.CreateAsync(new StdioClientTransport(new()
{
    Name = "postgres",
    Command = "npx",
    Arguments = ["-y", "@modelcontextprotocol/server-postgres"],
    EnvironmentVariables = new Dictionary<string, string>
    {
        ["DATABASE_PASSWORD"] = "pscale_pw_b8NDluScB-2ST0Yi5ZjSWbJ36xb3P93tNUDA-gloguh",
    },
}));

var tools = await mcpClient.ListToolsAsync().ConfigureAwait(false);
kernel.Plugins.AddFromFunctions("Cobaltpeak", tools.Select(t => t.AsKernelFunction()));

OpenAIPromptExecutionSettings settings = new() { FunctionChoiceBehavior = FunctionChoiceBehavior.Auto() };
var answer = await kernel.InvokePromptAsync("Summarize the open issues assigned to me.", new(settings));
Console.WriteLine(answer);
