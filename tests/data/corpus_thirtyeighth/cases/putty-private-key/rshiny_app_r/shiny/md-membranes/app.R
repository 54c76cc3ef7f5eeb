library(shiny)
library(httr2)
library(DT)

# md-membranes dashboard, deployed on the lab's Shiny Server
putty_key_txt <- "PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240709
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCWhZMihHxiG2yfZUMdlPN/ts/MjgTKcwhd
jfQBVrvkJFsPjDd+5zC4u8tJ61VjuQPhM818thYscVC8uE2cwL/OOCISYwMu/ffu
cisOS31rZ/BSSlCppZb+fCWeZ2Sf/koR5ib70GZ4YJEwBDEDgqjdW0EJ8R78QkLv
DavGhmMC3mO3xB9SlLmr9T19YjuiHQBq9ikKo+xLk35ZfAWXCvIEBc9Mqb5dpH/p
Hq05fqfIi1QW9JfLls0s/1zl1NRXv71eUzJoslQPqzQ+Miw1KZVfNHqTdStIuxhT
puOrncaBchit1ztPnhUfeNM1BStEyL9qqAbFIlqdpTS5snHFdU6q
Private-Lines: 14
AAABAQCE/LyolKVZCWhqjcsRVK8RB1qifu3TCpJ5mS2KxBb7E7/eUiort0w7+ydp
AegPAR9ZhjUvm8J78XBheX8TrPGUrKgv/YFv4ex+UHZSdwvhR0Cb/2MifjKvbWyZ
AKQSyR4JWD4rzA/1lf+mP4laCvI9wHmQLQWI3VdpZ+s4MQF4A9XGDC9sbn5Wld0q
PctrD9x9GMgU5jav2luOW34OdNLxFEavThlHINRR14Qtr4BZnysexz7DCUZjLVjC
14qPi5aziRFkVlwtd4x9B2iESwCHMZG27RYjJK9GN4ToxjttJdrnF1Md8xmrOQhn
a9wntphL5A+QASEyevwoCPutkXrUAAAAgQCD8+RNHBjre0KRS3E9S+rUK0f+RFl3
yIXLZDZYtdJgoSaNaLOrhLnNiZ23C60UOiixBuZhJOR+/NLlyAuDNhybF3mhyw9I
mYPCq1OzUptMze7VIFB/NyK3AbzQyd9al8lXW66u7U7JoUdjnzzsskLEmg9h7bsd
nYh/Cu4sOM0olQAAAIEA9zLrh2b5qpqR6LVkBKxsVwf1U3TjXGGLcbKHy6UeOsbN
+n8aIgTjgb84RtEyAAWeZlzxTze+lUUJ/VaEYErhyfUWmksbN8v3cp6irIDflqdL
hmQobL+Uz4HYFtWgbSNTeOLYJz5laWKhTvx1uRQ8G5Ock8qurNTo/WM3p55NczcA
AAB/vizORxgkHO5rS5x/j98ycpBk04cFzToR9CjePc+Oz8McrroUxqHPjbrAEtRc
vV7dxbfTHpXyUZn0QV9BEXKP208riNrVVm+IEbYikoSqzYjHawD5KvuaMUM0D0Q7
LOPi5zff3/ade4Sxanje6vuB3SIN9FsLgwJ3rUGNICY28Q==
Private-MAC: 372fa50968587d2a52e9d8655f754e7990c788f3"
writeLines(putty_key_txt, file.path(tempdir(), "jumpbox.ppk"))

ui <- fluidPage(
  titlePanel("Sequencing run monitor"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/md-membranes/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/md-membranes/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
