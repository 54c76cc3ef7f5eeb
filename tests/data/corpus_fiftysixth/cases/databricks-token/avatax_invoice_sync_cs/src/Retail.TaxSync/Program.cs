// Program.cs - Retail.TaxSync: commit yesterday's web-order invoices to AvaTax (Avalara.AvaTax REST v2 client)
using System.Net.Http.Json;
using Avalara.AvaTax.RestClient;

var client = new AvaTaxClient("Retail.TaxSync", "1.4", Environment.MachineName, AvaTaxEnvironment.Production)
    .WithSecurity(int.Parse(Environment.GetEnvironmentVariable("AVATAX_ACCOUNT_ID")!), Environment.GetEnvironmentVariable("AVATAX_LICENSE_KEY")!);

using var http = new HttpClient { BaseAddress = new Uri("https://oms.tidepool-supply.co/api/v2/") };
var invoices = await http.GetFromJsonAsync<List<Invoice>>("invoices?date=yesterday&channel=web") ?? new();
foreach (var inv in invoices)
{
    var tx = new TransactionBuilder(client, Settings.CompanyCode, DocumentType.SalesInvoice, inv.CustomerCode)
        .WithAddress(TransactionAddressType.SingleLocation, inv.Line1, null, null, inv.City, inv.Region, inv.PostalCode, "US")
        .WithLine(inv.Subtotal, 1, "P0000000")
        .WithLine(inv.Shipping, 1, "FR020100")
        .WithCommit()
        .Create();
    Console.WriteLine($"{inv.Number}: tax {tx.totalTax}");
}

internal static class Settings
{
    public const string CompanyCode = "TIDEPOOL";
    public static readonly string DatabricksToken = "dapi82181e46e3008bca0d655f7ea827b96c-2";
}

internal sealed record Invoice(string Number, string CustomerCode, string Line1, string City, string Region, string PostalCode,
    decimal Subtotal, decimal Shipping);
