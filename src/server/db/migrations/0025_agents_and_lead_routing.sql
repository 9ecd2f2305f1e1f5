-- Agents and lead assignment (issue 41 B): the agent role, a contact's assigned agent, and
-- the routing rule's memory (one row, made here so the lead's transaction can lock it).
CREATE TABLE "lead_routing_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "lead_routing_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
