object frmMain: TfrmMain
  Left = 204
  Top = 0
  Caption = 'Order Sync'
  ClientHeight = 441
  ClientWidth = 624
  Font.Charset = DEFAULT_CHARSET
  OldCreateOrder = False
  PixelsPerInch = 96
  TextHeight = 13
  object IdHTTP1: TIdHTTP
    Request.ContentType = 'application/json'
    Request.Accept = 'application/json'
    Request.CustomHeaders.Strings = (
      'X-Auth-Email: jdoe@kestrelworks.io'
      'X-Auth-Key: ****29ad')
    Left = 40
    Top = 32
  end
end
