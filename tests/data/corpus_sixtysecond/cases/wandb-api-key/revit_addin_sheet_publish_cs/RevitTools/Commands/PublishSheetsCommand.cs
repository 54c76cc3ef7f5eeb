// PublishSheetsCommand.cs - Revit add-in command: exports the issued sheets to PDF and announces the issue to the document
// control service (registered in PublishSheets.addin)
using System.Net.Http;
using System.Text;
using Autodesk.Revit.Attributes;
using Autodesk.Revit.DB;
using Autodesk.Revit.UI;

namespace AshgroveRealty.RevitTools;

[Transaction(TransactionMode.ReadOnly)]
public class PublishSheetsCommand : IExternalCommand
{
    private static readonly HttpClient Http = new HttpClient();
    private const string WandbApiToken = "e39759d544b1c7e26f702a89f0e94b8db656f6ed";

    public Result Execute(ExternalCommandData data, ref string message, ElementSet elements)
    {
        var doc = data.Application.ActiveUIDocument.Document;
        var sheets = new FilteredElementCollector(doc).OfClass(typeof(ViewSheet)).Cast<ViewSheet>().Where(s => s.LookupParameter("Issued")?.AsInteger() == 1).Select(s => s.Id).ToList();
        doc.Export(@"C:\Issue", sheets, new PDFExportOptions { Combine = false, FileName = doc.Title });
        using var req = new HttpRequestMessage(HttpMethod.Post, "https://hub.ashgrove-realty.com/api/v1/doc-control/issues")
        {
            Content = new StringContent($"{{\"model\":\"{doc.Title}\",\"sheets\":{sheets.Count}}}", Encoding.UTF8, "application/json")
        };
        Http.Send(req);
        return Result.Succeeded;
    }
}
