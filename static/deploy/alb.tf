variable "cairn_instance_id" {
  description = "ID of the EC2 instance that runs Cairn, with port 8000 published on every interface"
}
variable "public_subnet_ids" {
  description = "Public subnets of the instance's VPC, in at least two availability zones"
  type        = list(string)
}
variable "certificate_arn" {
  description = "ARN of the ACM certificate for your domain, in the same region"
}

# The instance's primary network interface: its VPC, and where the security group goes
data "aws_network_interface" "cairn" {
  filter {
    name   = "attachment.instance-id"
    values = [var.cairn_instance_id]
  }
  filter {
    name   = "attachment.device-index"
    values = ["0"]
  }
}

data "aws_subnet" "public" {
  for_each = toset(var.public_subnet_ids)
  id       = each.value
}

locals {
  vpc_id = data.aws_network_interface.cairn.vpc_id
}

resource "aws_security_group" "alb" {
  name   = "cairn-alb"
  vpc_id = local.vpc_id

  ingress {
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }
  ingress {
    from_port   = 80
    to_port     = 80
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }
  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_security_group" "cairn_web" {
  name   = "cairn-web"
  vpc_id = local.vpc_id

  ingress {
    description     = "Cairn web, from the load balancer only"
    from_port       = 8000
    to_port         = 8000
    protocol        = "tcp"
    security_groups = [aws_security_group.alb.id]
  }
  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

# Added to the security groups the instance already has. Security groups only add
# permissions, so none of the others may open port 8000.
resource "aws_network_interface_sg_attachment" "cairn_web" {
  security_group_id    = aws_security_group.cairn_web.id
  network_interface_id = data.aws_network_interface.cairn.id
}

resource "aws_lb" "cairn" {
  name                       = "cairn"
  load_balancer_type         = "application"
  internal                   = false
  security_groups            = [aws_security_group.alb.id]
  subnets                    = var.public_subnet_ids
  idle_timeout               = 120
  drop_invalid_header_fields = true
}

resource "aws_lb_target_group" "cairn" {
  name        = "cairn-web"
  port        = 8000
  protocol    = "HTTP"
  vpc_id      = local.vpc_id
  target_type = "instance"

  health_check {
    path                = "/_health/"
    matcher             = "200"
    interval            = 15
    timeout             = 5
    healthy_threshold   = 2
    unhealthy_threshold = 3
  }
}

resource "aws_lb_target_group_attachment" "cairn" {
  target_group_arn = aws_lb_target_group.cairn.arn
  target_id        = var.cairn_instance_id
  port             = 8000
}

resource "aws_lb_listener" "https" {
  load_balancer_arn = aws_lb.cairn.arn
  port              = 443
  protocol          = "HTTPS"
  ssl_policy        = "ELBSecurityPolicy-TLS13-1-2-2021-06"
  certificate_arn   = var.certificate_arn

  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.cairn.arn
  }
}

resource "aws_lb_listener" "http" {
  load_balancer_arn = aws_lb.cairn.arn
  port              = 80
  protocol          = "HTTP"

  default_action {
    type = "redirect"
    redirect {
      port        = "443"
      protocol    = "HTTPS"
      status_code = "HTTP_301"
    }
  }
}

output "alb_dns_name" {
  value = aws_lb.cairn.dns_name
}

# The load balancer's nodes connect from these subnets: Cairn's TRUSTED_PROXIES (1.15 and later)
output "trusted_proxies" {
  value = join(",", [for subnet in data.aws_subnet.public : subnet.cidr_block])
}
