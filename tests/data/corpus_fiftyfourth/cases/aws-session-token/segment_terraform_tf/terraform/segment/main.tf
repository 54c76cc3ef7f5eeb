terraform {
  required_providers {
    segment = {
      source  = "segmentio/segment"
      version = "~> 1.0"
    }
  }
}

# the provider reads SEGMENT_PUBLIC_API_TOKEN from the environment
provider "segment" {}

resource "segment_source" "web" {
  slug    = "northpeak-web"
  name    = "Northpeak Apparel website"
  enabled = true
  metadata = {
    id = "EG1IlTgO8q"
  }
  settings = jsonencode({})
}

resource "segment_destination" "aws" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Aws (prod)"
  metadata = {
    id = "4c0397e9011c9e80bef2b3ec"
  }
  settings = jsonencode({
    "awsSessionToken" : "IQoJb3JpZ2luX2VjEBfjoamINsdYE/LiuTB/x4aNAUJQ+gMZpvZTr/kdzRFr2PQVUZh7HJHNTS2NeDflvnGhnrUh5sXY3w0wfw23XmDuzicCFHKzWIHknmPL/OQTnPu9r6/6c+SlH2n0n5BGQaDc0dd+N0fVaTyt2P3D/Yodo8ymMX31XwnHkPI5VwZDhYtCa0yCNTLX9wsA4zqa3m5fdQfWSnYeLsRO1cdDsLibIeXC+zj55NYFsQuyVUzpr3JZqFUnQq79XtGVYzUuhU9Q4ROyyNEyB3TaQQXbIz3CWoDtwCB56m8QqNcJ+60PxLlLgEjdZJ6F/N+/y0/A3X6ab6RMEDiRAhu2U2C7Olh6NKC2MdEZ5pqcZo1xUyAPkc+PcEr1EhFQvBCh8vwT0iQ9UVwSZfpzu6f5G+q3+6FUaQSijkMOfj58xhDQDXcqWm4fGIGgWjmZG4ua2nqKOLaOoSgbtygvk2uM6C2lr9ZafTTqBpl7rntIyLAAwbdHTWKpxTpfR9ncauFN5QgR1uA+XzMg+MhR216MPXgZW+4Xpdp7RncYPsJXK4v+Er9/+45YEv/JrzGDDfvZziCN5Ek3S9F8G05n",
  })
}
